[$a, $b] = [1, 2]
notify { "a=${a} b=${b}": }
