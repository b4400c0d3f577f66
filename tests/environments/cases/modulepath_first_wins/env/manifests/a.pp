include profile
notify { 'a.pp first': }
