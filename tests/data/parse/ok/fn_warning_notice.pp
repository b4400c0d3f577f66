notice('hello')
warning("careful ${1 + 1}")
notify { 'ok': }
