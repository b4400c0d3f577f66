type Pair = Tuple[String, Integer]
notify { 'x': message => "${Pair.new(['a', 'b'])}" }
