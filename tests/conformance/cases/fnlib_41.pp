notify { x: message => [floor("2.5x")] }
