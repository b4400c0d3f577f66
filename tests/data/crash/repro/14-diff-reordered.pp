# `diff` of a 200,000-line file content against it reordered.
# setup: python3 -c "import random; l=['line number %d' % i for i in range(200000)]; print('file { \'/f\': content => \'' + '\n'.join(l) + '\' }')" > from.pp && python3 -c "import random; random.seed(1); l=['line number %d' % i for i in range(200000)]; random.shuffle(l); print('file { \'/f\': content => \'' + '\n'.join(l) + '\' }')" > to.pp
# run: "$BIN" diff --node test from.pp to.pp > out.txt; s=$?; [ $s = 2 ] && grep -q '+line number' out.txt
# exit: 0
