$x = !'abc' =~ /b/
notify { "${x}": }
