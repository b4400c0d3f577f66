notify { 'x': message => "${flatten([[1,[2]]], [3])} ${flatten('a', ['b'])} ${[[1],[2,[3]]].flatten}" }
