class ::foo::bar { } include foo::bar
