$x = {
  'a' => 1,
}['a']
notify { "${x}": }
