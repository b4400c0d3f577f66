$x = Integer[
