include foo
