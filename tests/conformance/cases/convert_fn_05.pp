notify { "x": message => String({a => {b => [1,2]}}.dig('a','b',1)) }
