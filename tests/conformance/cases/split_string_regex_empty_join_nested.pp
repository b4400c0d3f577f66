notify { 'l1': message => 'a,b,,c'.split(',') }
notify { 'l2': message => 'a1b22c'.split(/\d+/) }
notify { 'l3': message => split('abc', '') }
notify { 'l4': message => join([1, [2, 3], 'x'], '-') }
