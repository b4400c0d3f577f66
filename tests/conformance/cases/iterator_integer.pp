notify { 'k': message => "${Integer([1,2].reverse_each)}" }
