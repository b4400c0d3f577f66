notify { "${upcase(['a','b'])} ${downcase({'A'=>'B'})}": }
