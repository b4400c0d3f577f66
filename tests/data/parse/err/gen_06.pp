case $x { 'a' { } }
