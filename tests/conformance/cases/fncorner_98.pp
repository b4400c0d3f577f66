notify { 'x': message => "${unique([[1],[1],[2]])} ${unique([{a=>1},{a=>1}])} ${[1,2,1].unique}" }
