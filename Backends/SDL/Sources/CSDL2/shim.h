// SDL2 and SDL2_ttf for Swift; pkg-config's sdl2 gives the include path.
#include <SDL.h>
#include <SDL_ttf.h>
