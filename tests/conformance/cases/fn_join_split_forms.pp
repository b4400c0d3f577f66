notify { 'x': message => [join([1, [2, 3]], ','), join([]), [1, 2, 3].join, 'abc'.split(''), 'a.b'.split('.'), 'a.b'.split(/\./)] }
