notify { 'x': message => "${join([{a=>{b=>1}}, [1,[2]]], ',')}" }
