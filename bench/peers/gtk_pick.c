/* The GTK4 peer of responder-bench: the same trees and points, picked with gtk_widget_pick.
 *
 * Usage: gtk_pick TREE.txt POINTS.txt
 * TREE.txt lines: "index parent x y width height" (the first line a comment), as written by
 * `responder-bench --emit-trees DIR`. Each view becomes a GtkFixed at its frame in its parent.
 * Prints: "views N points P ns_per_pick X checksum C" (C: the sum of the picked views'
 * indices, -1 for none, comparable with responder-bench's).
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static GtkWidget **widgets;
static int view_count;
static double *xs, *ys;
static long point_count;
static GtkWidget *window;

static void run_picks(void) {
  GtkWidget *root = widgets[0];
  long long checksum = 0;
  gint64 start = g_get_monotonic_time();
  for (long i = 0; i < point_count; i++) {
    GtkWidget *hit = gtk_widget_pick(root, xs[i], ys[i], GTK_PICK_DEFAULT);
    int index = -1;
    while (hit != NULL) {
      gpointer data = g_object_get_data(G_OBJECT(hit), "index");
      if (data != NULL) { index = GPOINTER_TO_INT(data) - 1; break; }
      hit = gtk_widget_get_parent(hit);
    }
    checksum += index;
  }
  gint64 elapsed = g_get_monotonic_time() - start;
  printf("views %d points %ld ns_per_pick %.1f checksum %lld\n", view_count, point_count,
         (double)elapsed * 1000.0 / (double)point_count, checksum);
  fflush(stdout);
}

static gboolean when_ready(gpointer unused) {
  (void)unused;
  if (gtk_widget_get_width(widgets[0]) < 2048) return G_SOURCE_CONTINUE;
  run_picks();
  exit(0);
  return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: gtk_pick TREE.txt POINTS.txt\n"); return 2; }
  gtk_init();
  FILE *tree = fopen(argv[1], "r");
  if (!tree) { perror(argv[1]); return 2; }
  char line[256];
  int capacity = 1024;
  int *parents = malloc(sizeof(int) * capacity);
  double (*frames)[4] = malloc(sizeof(double[4]) * capacity);
  view_count = 0;
  while (fgets(line, sizeof line, tree)) {
    if (line[0] == '#') continue;
    int index, parent;
    double x, y, w, h;
    if (sscanf(line, "%d %d %lf %lf %lf %lf", &index, &parent, &x, &y, &w, &h) != 6) continue;
    if (view_count == capacity) {
      capacity *= 2;
      parents = realloc(parents, sizeof(int) * capacity);
      frames = realloc(frames, sizeof(double[4]) * capacity);
    }
    parents[view_count] = parent;
    frames[view_count][0] = x; frames[view_count][1] = y;
    frames[view_count][2] = w; frames[view_count][3] = h;
    view_count++;
  }
  fclose(tree);
  widgets = malloc(sizeof(GtkWidget *) * view_count);
  for (int i = 0; i < view_count; i++) {
    widgets[i] = gtk_fixed_new();
    gtk_widget_set_size_request(widgets[i], (int)frames[i][2], (int)frames[i][3]);
    gtk_widget_set_overflow(widgets[i], GTK_OVERFLOW_HIDDEN);
    g_object_set_data(G_OBJECT(widgets[i]), "index", GINT_TO_POINTER(i + 1));
    if (parents[i] >= 0)
      gtk_fixed_put(GTK_FIXED(widgets[parents[i]]), widgets[i], frames[i][0], frames[i][1]);
  }
  FILE *points = fopen(argv[2], "r");
  if (!points) { perror(argv[2]); return 2; }
  long point_capacity = 1 << 20;
  xs = malloc(sizeof(double) * point_capacity);
  ys = malloc(sizeof(double) * point_capacity);
  point_count = 0;
  while (point_count < point_capacity && fscanf(points, "%lf %lf", &xs[point_count], &ys[point_count]) == 2)
    point_count++;
  fclose(points);
  window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(window), 2048, 2048);
  gtk_window_set_child(GTK_WINDOW(window), widgets[0]);
  gtk_window_present(GTK_WINDOW(window));
  g_timeout_add(50, when_ready, NULL);
  while (TRUE) g_main_context_iteration(NULL, TRUE);
  return 0;
}
