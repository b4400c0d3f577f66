notify { 'l1': message => size([1, 2]) }
notify { 'l2': message => length('abc') }
notify { 'l3': message => empty('') }
notify { 'l4': message => empty({}) }
notify { 'l5': message => empty(undef) }
