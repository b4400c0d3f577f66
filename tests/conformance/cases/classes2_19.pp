class a { notify { 'a': } }
include Class['a']
