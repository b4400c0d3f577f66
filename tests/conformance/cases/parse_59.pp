$x = ('a' ? { 'a' => 'xy' }).length
notify { "${x}": }
