case $x { 'a': }
