File { owner => 'fromdefault' }
file { default: owner => 'frombody'; '/a': ; }
