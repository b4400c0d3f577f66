include nomodule
