notify{x: message => String(Integer[1,10].step(3))}
