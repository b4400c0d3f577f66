$re = /^\/(foo|bar)\/$/
notify { 'x': message => "${'/foo/' =~ $re}" }
