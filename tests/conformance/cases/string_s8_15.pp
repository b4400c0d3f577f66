notify { 'r': message => "${'abc'.upcase}-${[3,1,2].sort.join(',')}-${'a,b'.split(',')[1]}" }
