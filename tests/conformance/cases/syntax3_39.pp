case $x { 1 { } }
