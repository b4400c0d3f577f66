$v = "a"
case $v { "A", "b": { notify { "ci": } } }
