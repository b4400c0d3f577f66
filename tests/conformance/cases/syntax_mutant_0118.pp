$v = 'top'
notify { 'n': message => i $v %> <%= $::v %>') }
