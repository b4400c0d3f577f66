$t = Optional[Variant[String, Integer]]
notify { "${t} ${Array[String, 1]} ${Hash[String, Any]} ${Struct[{a => Integer}]} ${Integer[default, 5]}": }
