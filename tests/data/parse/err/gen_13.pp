$x = @(END)
no end
