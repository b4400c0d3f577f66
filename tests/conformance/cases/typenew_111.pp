type Pair = Tuple[String, Integer]
notify { 'x': message => "${Pair.new(['a', 1])} ${Pair(['b', 2])}" }
