notify { 'x': message => "${type({a=>{b=>1}}, 'generalized')} ${type([{a=>1}], 'generalized')}" }
