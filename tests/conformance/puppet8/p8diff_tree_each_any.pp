# Under Ruby 3.3 (Puppet 8.10) a tree iterator has no any?; Puppet 7.23 (Ruby 3.1) fails too, naming the iterator by its address (no stable answer to keep)
notify { "x": message => "${[1,[2]].tree_each.any |$v| { $v == 2 }}" }
