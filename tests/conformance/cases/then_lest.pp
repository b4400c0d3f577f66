$h = {a => 1}
notify { "${$h['a'].then |$x| { $x + 1 }} ${$h['b'].lest || { 'none' }}": }
