# gnuplot -e "dir='RESULTS_DIR'" bench/plot.gp  ->  RESULTS_DIR/bench.png
set terminal pngcairo size 1500,480 font ",10"
set output dir.'/bench.png'
set multiplot layout 1,3 title "xdpc benchmarks (BPF\\_PROG\\_TEST\\_RUN, ns/frame)"
set grid
set offsets 0, 0, graph 0.15, 0   # room above the highest line
set key top left
set ylabel "ns/frame"

set title "count by proto; drop;  vs hand-written C"
set xlabel "frame size (bytes)"
set yrange [0:*]
plot dir.'/xdp1_sizes.dat' using 1:2 with linespoints title "xdpc", \
     '' using 1:3 with linespoints title "C (xdp1)"

set title "drop src in SET: N prefixes (slowest probe)"
set xlabel "set size N"
set logscale x
plot for [i=2:6] dir.'/sets.dat' using 1:i with linespoints title columnhead(i)

set title "N rules, frame matching none"
set xlabel "rules N"
set logscale y
set yrange [*:*]
plot dir.'/rules.dat' using 1:2 with linespoints title "IPv4/UDP", \
     '' using 1:3 with linespoints title "IPv4/TCP"
unset multiplot
