$v = 'x'
notify { "t-${v}-$v-\${v}-\$-${v.upcase}-${[1,2][0]}": }
