notify { 'x': message => "${[3,1,2].sort.unique} ${sort(['b10','b9','a'])}" }
