$r = Regexp[/x/]
notify { "1 ${r}": }
notify { "2 ${/x/ =~ Regexp[/x/]}": }
notify { "3 ${/y/ =~ Regexp[/x/]}": }
notify { "4 ${'x' =~ Regexp[/x/]}": }
notify { "5 ${Regexp['a.c']}": }
notify { "6 ${/a/ =~ Regexp}": }
notify { "7 ${Regexp[/a/] == Regexp['a']}": }
notify { "8 ${type(/a/)}": }
