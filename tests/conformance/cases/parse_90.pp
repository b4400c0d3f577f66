$x = 'a' =~ /a/ and 'b' =~ /c/ or true
notify { "${x}": }
