case $x { 1: { } }
