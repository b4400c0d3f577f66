notify { 'a': message => [size([1, 2]), size('abc'), length({a => 1})] }
notify { 'b': message => size(undef) }
