$a = 'A'
notify { "${a}b${a}" : }
notify { "$a::b": }
notify { "${a}::b": }
notify { "$a-b $a.b": }
