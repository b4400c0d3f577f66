$r = /ab+/
notify { "${'abb' =~ $r} ${'x' =~ Regexp} ${$r =~ Regexp} ${'a' =~ Pattern[/a/, /b/]}": }
