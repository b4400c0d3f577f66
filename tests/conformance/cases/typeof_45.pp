notify { 'x': message => "${String[1,1]} ${type('x') == String[1,1]} ${'x' =~ type('y')} ${'xy' =~ type('y')}" }
