class ::foo { } include foo
