File << | |>>
