notify { 'a': message => [flatten([1,[2,[3]]]), unique([1,1,2]), keys({'a'=>1}), values({'a'=>1}), empty([]), empty(''), empty({}), empty(undef)] }
