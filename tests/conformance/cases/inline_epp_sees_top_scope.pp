$v = 'top'
notify { 'n': message => inline_epp('<%= $v %> <%= $::v %>') }
